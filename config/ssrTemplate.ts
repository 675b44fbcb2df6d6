/**
 * Docusaurus's own page template (@docusaurus/core/lib/ssg/ssgTemplate.html.js, 3.8.1) with one change: the
 * entry scripts are added after the browser has painted the server-rendered page, instead of as `defer`
 * tags in <head>. A deferred script that is already downloaded (a cached visit, a fast connection) runs
 * before the first paint, so the page's text waited for the entry chunk's parse and execution and for the
 * route chunks it requests; Lighthouse counts all of that as LCP "render delay" (about 4-5 s on its mobile
 * preset). They are added once the first contentful paint is recorded (one animation frame was not enough on
 * a busy machine: the frame could be presented after the scripts ran), or after 1 s at the latest, or after a
 * frame where paint timing is missing. Order is kept (`async = false`); a hidden tab, which never paints,
 * loads them at once.
 *
 * Wrong-base-URL banner (SPEC §8): Docusaurus's own check (the home page's inline script) inserts its banner at
 * DOMContentLoaded when `window.docusaurus` is still undefined, which is now the normal state while the entry scripts
 * wait for the first paint. So this loader marks the scripts as pending (a placeholder the entry replaces) and
 * lets the banner in only when an entry script fails to load: what a wrong base URL actually does to a page.
 * `insertBanner` is the global that check declares; only the home page has it, as in Docusaurus.
 */
export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <script>(function(){var d=document,w=window,done=0,failed=0;w.docusaurus=w.docusaurus||{};function fail(){if(failed)return;failed=1;typeof w.insertBanner==='function'&&w.insertBanner();}function load(){if(done)return;done=1;[<% it.scripts.forEach((script, i) => { %><%= i ? ',' : '' %>"<%= it.baseUrl %><%= script %>"<% }); %>].forEach(function(src){var s=d.createElement('script');s.src=src;s.async=false;s.onerror=fail;d.head.appendChild(s);});}if(d.visibilityState==='hidden'){load();return;}var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){new P(function(list,o){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(load,0);}}).observe({type:'paint',buffered:true});setTimeout(load,1000);}else{requestAnimationFrame(function(){setTimeout(load,0);});}})();</script>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
