// Applies the saved (or system) colour scheme before the first paint, so dark-mode users do
// not see a white flash. Mirrors Mantine's local-storage colour scheme manager.
(function () {
  try {
    var stored = window.localStorage.getItem('mantine-color-scheme-value');
    var scheme = stored === 'light' || stored === 'dark' ? stored : 'auto';
    if (scheme === 'auto') {
      scheme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    }
    document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  } catch (error) {
    document.documentElement.setAttribute('data-mantine-color-scheme', 'light');
  }
})();
