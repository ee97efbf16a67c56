/** First paint while the first page's chunk arrives; plain markup keeps it instant. */
export function AppLoading() {
  return (
    <div className="app-loading" role="status" aria-label="页面加载中">
      <div className="app-loading__brand">上岸</div>
      <div className="app-loading__bar" />
    </div>
  );
}
