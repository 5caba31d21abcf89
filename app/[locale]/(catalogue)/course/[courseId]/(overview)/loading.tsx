// The course page's loading skeleton (SPEC: Course detail – loading).
export default function CourseLoading() {
  const bar = "animate-pulse rounded bg-muted";
  return (
    <div className="container mx-auto grid gap-10 px-4 py-10 lg:grid-cols-3" aria-busy="true">
      <div className="space-y-4 lg:col-span-2">
        <div className={`h-10 w-2/3 ${bar}`} />
        <div className={`h-20 w-full ${bar}`} />
        <div className={`h-11 w-48 ${bar}`} />
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className={`h-16 w-full ${bar}`} />
        ))}
      </div>
      <div className={`h-64 w-full ${bar}`} />
    </div>
  );
}
