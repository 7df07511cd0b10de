"""The polite, resumable crawler behind ``newsfold crawl``.

One module per job::

    sources      sources.yaml, validated with line numbers
    discovery    feeds (RSS, Atom, JSON Feed, autodiscovery), sitemaps, article links
    robots       robots.txt per host with protego, cached with an expiry
    politeness   per-host concurrency and delays, AutoThrottle, Retry-After, parking
    fetcher      one request under every limit (timeouts, body and inflated sizes)
    frontier     URL states in the store, shared by workers (SKIP LOCKED on PostgreSQL)
    handling     what each response means for the frontier
    crawler      the asyncio loop: lanes per host, WARC archive, extraction as pages arrive
    reextract    extraction again from the archive for one publisher
    cli          the ``crawl`` and ``reextract`` commands

Nothing is imported here, so ``newsfold --help`` does not pay for httpx and friends.
"""
