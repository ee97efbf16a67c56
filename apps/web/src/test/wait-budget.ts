/**
 * Testing Library waits (findBy…, waitFor) give up after one second by default. On the 2-core
 * CI machine with other work beside the suite, an antd form can take longer than that to show a
 * validation message, and a correct test failed (enlist-form, beside a CPU hog). Ten seconds
 * was not enough either once the console's large forms ran beside the server's route-abuse
 * test: five unrelated page tests gave up at 10 s in one run and passed in the next. The waits
 * still end as soon as the state is there; this only sets how long a missing state takes to
 * fail, within the web tests' 30 s budget.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 25_000 });
