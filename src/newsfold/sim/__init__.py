"""A simulated news web with ground truth, for tests, benchmarks and the demo.

No real news site is reachable from where newsfold is built and tested, so
this package makes one: 16 made-up outlets (English and Chinese, UTF-8, GBK
and GB18030, each its own template), wire stories syndicated with realistic
edits, revisions, follow-ups and hard negatives, every page labelled.

Where to start:

* :func:`newsfold.sim.generate.iter_pages` ``(seed, articles)``: a stream of
  :class:`~newsfold.sim.generate.SimPage` (``.to_page()`` gives a
  :class:`newsfold.models.Page`, ``.truth_record()`` its ground truth);
* :func:`newsfold.sim.generate.generate`: JSONL page files, ``truth.jsonl`` and
  WARC files on disk (``newsfold sim generate``);
* :class:`newsfold.sim.server.SimServer`: the web served on 127.0.0.1 with
  faults, as an HTTP proxy (``newsfold sim serve``), with ``sources_yaml()``;
* :func:`newsfold.sim.stories.plan_story`: the pages of one story, unrendered.

Modules: ``text`` (the bundled MIT prose), ``outlets`` (publishers, URL and
date styles), ``stories`` (spread and edit model), ``render`` (HTML),
``generate`` (streaming and writers), ``site`` (feeds, sitemaps, robots),
``server`` (HTTP with faults), ``cli``.
"""
