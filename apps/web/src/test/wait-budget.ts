/**
 * Testing Library waits (findBy…, waitFor) give up after one second by default. On the 2-core
 * CI machine with other work beside the suite, an antd form can take longer than that to show a
 * validation message, and a correct test failed (enlist-form, beside a CPU hog). The waits still
 * end as soon as the state is there; this only sets how long a missing state takes to fail.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });
