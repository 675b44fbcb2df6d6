/**
 * The first string collation and the first date format of a page load ICU's collation and date data: 9 to 13 ms
 * and 5 to 9 ms on the bench machine, four times that on Lighthouse's phone. Both used to happen inside
 * hydration's longest tasks: the theme sorts an options object with localeCompare on every docs page (its code
 * blocks and the mobile secondary menu) and formats the last-updated date with Intl.DateTimeFormat. Run here, in
 * two tasks of their own while the route chunks are still downloading, the data is loaded before hydration asks
 * for it and no task grows past the 50 ms that Total Blocking Time counts (issue 11, scripts/bench/).
 */
if (typeof document !== 'undefined') {
  const page = document.documentElement;
  if (page.classList.contains('docs-doc-page') || document.querySelector('.theme-code-block')) {
    setTimeout(() => 'a'.localeCompare('b'), 0);
  }
  const time = document.querySelector('time[datetime]');
  if (time) {
    setTimeout(
      () =>
        new Intl.DateTimeFormat(page.lang || undefined, {
          calendar: 'gregory',
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          timeZone: 'UTC',
        }).format(new Date(time.getAttribute('datetime')!)),
      0,
    );
  }
}

export {};
