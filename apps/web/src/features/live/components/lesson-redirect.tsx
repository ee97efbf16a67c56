import { Spin } from 'antd';
import { Navigate } from 'react-router';
import { PageResult } from '../../../components/page-result/page-result';
import { pathTo } from '../../../lib/paths';
import { useSessionOfLesson } from '../api/lesson-session';

/**
 * `?lessonId=` in place of `?id=` (links from the course outline and the lesson player, which
 * know the lesson): finds the lesson's session and replaces the address with the session's.
 */
export function LessonRedirect({
  lessonId,
  to,
}: {
  lessonId: number;
  to: 'LivePlayer' | 'Playback';
}) {
  const session = useSessionOfLesson(lessonId);
  if (session.data) return <Navigate replace to={pathTo(to, {}, { id: session.data.sessionId })} />;
  if (session.isError) {
    return (
      <div className="page-container page-centered">
        <PageResult
          status="404"
          title="直播不存在"
          subTitle={session.error.message}
          action={{ label: '查看直播课', to: pathTo('Live') }}
        />
      </div>
    );
  }
  return (
    <div className="page-container page-centered" aria-busy="true">
      <Spin />
    </div>
  );
}
