"""The sections of tools/bench.py (the command, its options and what each section measures), one module
per concern: ``common`` (the site, the browser, the baseline page, quantiles and the load average),
``probes`` (the page probes and the random player), ``startup`` (start-up, size, first screen),
``responsiveness`` (with the interleaved rounds), ``travel``, ``memory``, ``engine`` (engine speed,
decisions, strength and search, CPython and the page) and ``tables`` (the printed tables)."""
