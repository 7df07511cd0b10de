# ruff: noqa: E501
"""What the migrations leave in a new SQLite store (see :mod:`newsfold.store.fresh`).

Written by ``newsfold.store.fresh.write_schema_module()``; do not edit.
"""

from typing import Any, Final

STATEMENTS: Final[tuple[str, ...]] = (
    "CREATE TABLE alembic_version (\n\tversion_num VARCHAR(32) NOT NULL, \n\tCONSTRAINT alembic_version_pkc PRIMARY KEY (version_num)\n)",
    "CREATE TABLE pages (\n\tid TEXT NOT NULL, \n\turl TEXT NOT NULL, \n\tfinal_url TEXT, \n\tstatus INTEGER NOT NULL, \n\theaders JSON NOT NULL, \n\tfetched_at DATETIME, \n\tsource TEXT, \n\twarc_path TEXT, \n\twarc_offset BIGINT, \n\tstate VARCHAR(16) NOT NULL, \n\terror_kind VARCHAR(64), \n\terror_message TEXT, \n\tingested_at DATETIME NOT NULL, \n\tPRIMARY KEY (id)\n)",
    "CREATE INDEX ix_pages_state ON pages (state)",
    "CREATE TABLE runs (\n\tid INTEGER NOT NULL, \n\tcommand TEXT NOT NULL, \n\tstarted_at DATETIME NOT NULL, \n\tfinished_at DATETIME, \n\tstats JSON NOT NULL, \n\tPRIMARY KEY (id)\n)",
    "CREATE TABLE articles (\n\tid TEXT NOT NULL, \n\tpage_id TEXT NOT NULL, \n\tcanonical_url TEXT NOT NULL, \n\turls JSON NOT NULL, \n\theadline TEXT, \n\tparagraphs JSON NOT NULL, \n\tpublisher TEXT, \n\tsection TEXT, \n\tlanguage VARCHAR(16), \n\tauthors JSON NOT NULL, \n\tpublished_at DATETIME, \n\tpublished_at_local TEXT, \n\tmodified_at DATETIME, \n\tdate_source VARCHAR(64), \n\ttemporal_confidence FLOAT NOT NULL, \n\tdate_flags JSON NOT NULL, \n\textraction_method VARCHAR(64), \n\tencoding TEXT, \n\tdecode_errors BOOLEAN NOT NULL, \n\tfetched_at DATETIME, \n\tquality JSON NOT NULL, \n\tcreated_at DATETIME NOT NULL, fold_key TEXT, rank FLOAT DEFAULT '0' NOT NULL, headline_source VARCHAR(16), authors_source VARCHAR(16), publisher_source VARCHAR(16), credits JSON, \n\tPRIMARY KEY (id), \n\tFOREIGN KEY(page_id) REFERENCES pages (id)\n)",
    "CREATE INDEX ix_articles_canonical_url ON articles (canonical_url)",
    "CREATE INDEX ix_articles_publisher ON articles (publisher)",
    "CREATE TABLE fingerprints (\n\tarticle_id TEXT NOT NULL, \n\tcanonical_url TEXT NOT NULL, \n\tbody_key TEXT NOT NULL, \n\theadline_key VARCHAR(16), \n\tsignature BLOB NOT NULL, \n\tsize INTEGER NOT NULL, \n\trank FLOAT NOT NULL, simhash BIGINT, windows BLOB, sketches BLOB, n_tokens INTEGER, numbers_key BIGINT, passages BLOB, \n\tPRIMARY KEY (article_id), \n\tFOREIGN KEY(article_id) REFERENCES articles (id)\n)",
    "CREATE INDEX ix_fingerprints_body_key ON fingerprints (body_key)",
    "CREATE INDEX ix_fingerprints_canonical_url ON fingerprints (canonical_url)",
    "CREATE TABLE stories (\n\tid TEXT NOT NULL, \n\trepresentative_id TEXT NOT NULL, \n\tfollows TEXT, \n\tfirst_seen DATETIME, \n\tlast_seen DATETIME, \n\tn_members INTEGER NOT NULL, \n\tcreated_at DATETIME NOT NULL, n_outlets INTEGER, tenth_outlet_at DATETIME, merged_into TEXT, origin_id TEXT, \n\tPRIMARY KEY (id), \n\tFOREIGN KEY(follows) REFERENCES stories (id), \n\tFOREIGN KEY(representative_id) REFERENCES articles (id)\n)",
    "CREATE TABLE review_items (\n\tid INTEGER NOT NULL, \n\tstory_id TEXT NOT NULL, \n\tarticle_id TEXT NOT NULL, \n\tother_id TEXT NOT NULL, \n\tsimilarity FLOAT NOT NULL, \n\tshared_paragraphs JSON NOT NULL, \n\tstatus VARCHAR(16) NOT NULL, \n\tdecided_by TEXT, \n\tdecided_at DATETIME, \n\tcreated_at DATETIME NOT NULL, kind VARCHAR(16) DEFAULT 'fold' NOT NULL, \n\tPRIMARY KEY (id), \n\tFOREIGN KEY(article_id) REFERENCES articles (id), \n\tFOREIGN KEY(other_id) REFERENCES articles (id), \n\tFOREIGN KEY(story_id) REFERENCES stories (id)\n)",
    "CREATE INDEX ix_review_items_status ON review_items (status)",
    "CREATE TABLE crawl_urls (\n\turl_key VARCHAR(32) NOT NULL, \n\turl TEXT NOT NULL, \n\tcanonical_url TEXT NOT NULL, \n\tsource TEXT NOT NULL, \n\thost VARCHAR(255) NOT NULL, \n\tkind VARCHAR(16) NOT NULL, \n\tstate VARCHAR(16) NOT NULL, \n\tpriority INTEGER NOT NULL, \n\tdue_at DATETIME NOT NULL, \n\trevisit_at DATETIME, \n\tattempts INTEGER NOT NULL, \n\tfetches INTEGER NOT NULL, \n\tprobe BOOLEAN NOT NULL, \n\tdepth INTEGER NOT NULL, \n\thops INTEGER NOT NULL, \n\tlease_owner VARCHAR(160), \n\tleased_until DATETIME, \n\tetag TEXT, \n\tlast_modified TEXT, \n\tcontent_hash VARCHAR(32), \n\tlast_status INTEGER, \n\tlast_fetched_at DATETIME, \n\tdiscovered_at DATETIME NOT NULL, \n\tpage_id TEXT, \n\tvia TEXT, \n\tredirect_to TEXT, \n\thints JSON, \n\terror_kind VARCHAR(64), \n\terror_message TEXT, \n\tPRIMARY KEY (url_key)\n)",
    "CREATE INDEX ix_crawl_urls_claim ON crawl_urls (host, state, priority, due_at)",
    "CREATE INDEX ix_crawl_urls_state_due ON crawl_urls (state, due_at, host)",
    "CREATE INDEX ix_crawl_urls_revisit ON crawl_urls (revisit_at)",
    "CREATE INDEX ix_crawl_urls_page ON crawl_urls (page_id)",
    "CREATE TABLE crawl_hosts (\n\thost VARCHAR(255) NOT NULL, \n\tparked_until DATETIME, \n\tfailures INTEGER NOT NULL, \n\tcrawl_delay FLOAT, \n\tupdated_at DATETIME NOT NULL, \n\tPRIMARY KEY (host)\n)",
    "CREATE TABLE fold_state (\n\tid INTEGER NOT NULL, \n\tgeneration BIGINT NOT NULL, \n\tPRIMARY KEY (id)\n)",
    'CREATE TABLE "lsh_buckets" (\n\tband INTEGER NOT NULL, \n\tbucket BIGINT NOT NULL, \n\tarticle_id TEXT NOT NULL, \n\tstory_id TEXT NOT NULL, \n\tseq BIGINT NOT NULL, \n\tPRIMARY KEY (band, bucket, article_id), \n\tFOREIGN KEY(article_id) REFERENCES articles (id)\n)\n WITHOUT ROWID\n\n',
    "CREATE TABLE story_links (\n\tstory_id TEXT NOT NULL, \n\tother_id TEXT NOT NULL, \n\tkind VARCHAR(16) NOT NULL, \n\tarticle_id TEXT NOT NULL, \n\tcreated_at DATETIME NOT NULL, \n\tPRIMARY KEY (story_id, other_id, kind), \n\tFOREIGN KEY(story_id) REFERENCES stories (id), \n\tFOREIGN KEY(other_id) REFERENCES stories (id), \n\tFOREIGN KEY(article_id) REFERENCES articles (id)\n)",
    "CREATE INDEX ix_story_links_other ON story_links (other_id)",
    "CREATE TABLE users (\n\tid INTEGER NOT NULL, \n\tname TEXT NOT NULL, \n\tpassword_hash TEXT NOT NULL, \n\trole VARCHAR(16) NOT NULL, \n\tdisabled BOOLEAN NOT NULL, \n\tcreated_at DATETIME NOT NULL, \n\tPRIMARY KEY (id), \n\tUNIQUE (name)\n)",
    "CREATE TABLE web_sessions (\n\tid VARCHAR(64) NOT NULL, \n\tuser_id INTEGER NOT NULL, \n\tcreated_at DATETIME NOT NULL, \n\texpires_at DATETIME NOT NULL, \n\tPRIMARY KEY (id), \n\tFOREIGN KEY(user_id) REFERENCES users (id)\n)",
    "CREATE INDEX ix_web_sessions_expires ON web_sessions (expires_at)",
    'CREATE TABLE login_attempts (\n\tid INTEGER NOT NULL, \n\t"key" TEXT NOT NULL, \n\tat DATETIME NOT NULL, \n\tPRIMARY KEY (id)\n)',
    'CREATE INDEX ix_login_attempts_key_at ON login_attempts ("key", at)',
    "CREATE TABLE web_secrets (\n\tname VARCHAR(64) NOT NULL, \n\tvalue TEXT NOT NULL, \n\tcreated_at DATETIME NOT NULL, \n\tPRIMARY KEY (name)\n)",
    "CREATE TABLE review_decisions (\n\tid INTEGER NOT NULL, \n\treview_id INTEGER NOT NULL, \n\tkind VARCHAR(16) NOT NULL, \n\tdecision VARCHAR(16) NOT NULL, \n\tsimilarity FLOAT NOT NULL, \n\tdecided_by TEXT NOT NULL, \n\tdecided_at DATETIME NOT NULL, \n\tchanges JSON NOT NULL, \n\tundone_by TEXT, \n\tundone_at DATETIME, \n\tPRIMARY KEY (id), \n\tFOREIGN KEY(review_id) REFERENCES review_items (id)\n)",
    "CREATE INDEX ix_review_decisions_review ON review_decisions (review_id)",
    "CREATE TABLE fold_thresholds (\n\tversion INTEGER NOT NULL, \n\tfold_high FLOAT, \n\tfold_low FLOAT, \n\twrong_fold_cost FLOAT NOT NULL, \n\tmissed_fold_cost FLOAT NOT NULL, \n\tdecisions INTEGER NOT NULL, \n\tprecision FLOAT, \n\trecall FLOAT, \n\tapplied_by TEXT NOT NULL, \n\tapplied_at DATETIME NOT NULL, \n\tnote TEXT, \n\tPRIMARY KEY (version)\n)",
    "CREATE INDEX ix_stories_first_seen ON stories (first_seen)",
    "CREATE INDEX ix_stories_n_outlets ON stories (n_outlets)",
    "CREATE INDEX ix_articles_fold_key ON articles (fold_key)",
    'CREATE TABLE "story_members" (\n\tarticle_id TEXT NOT NULL, \n\tstory_id TEXT NOT NULL, \n\trelation VARCHAR(16) NOT NULL, \n\tsimilarity FLOAT NOT NULL, \n\treview BOOLEAN NOT NULL, \n\tpublisher TEXT, \n\turl TEXT, \n\tpublished_at DATETIME, \n\tseq BIGINT NOT NULL, \n\ttook_over BOOLEAN DEFAULT 0 NOT NULL, \n\tPRIMARY KEY (article_id), \n\tFOREIGN KEY(article_id) REFERENCES articles (id), \n\tFOREIGN KEY(story_id) REFERENCES stories (id)\n)',
    "CREATE INDEX ix_story_members_seq ON story_members (seq)",
    "CREATE INDEX ix_story_members_story ON story_members (story_id)",
    "CREATE TABLE story_follows (\n\tstory_id TEXT NOT NULL, \n\tseq BIGINT NOT NULL, \n\tfollows TEXT NOT NULL, \n\tPRIMARY KEY (story_id, seq), \n\tFOREIGN KEY(story_id) REFERENCES stories (id), \n\tFOREIGN KEY(follows) REFERENCES stories (id)\n)",
    "CREATE INDEX ix_story_follows_seq ON story_follows (seq)",
    "CREATE TABLE source_ranks (\n\tpublisher TEXT NOT NULL, \n\trank FLOAT NOT NULL, \n\tfigures JSON NOT NULL, \n\tPRIMARY KEY (publisher)\n)",
    "CREATE TABLE publisher_health (\n\tpublisher TEXT NOT NULL, \n\tday DATE NOT NULL, \n\tfigures JSON NOT NULL, \n\talerts JSON NOT NULL, \n\tPRIMARY KEY (publisher, day)\n)",
    "CREATE INDEX ix_stories_list_newest ON stories (first_seen DESC, id, n_members) WHERE merged_into IS NULL AND n_members > 0",
    "CREATE INDEX ix_stories_list_outlets ON stories (n_outlets DESC, first_seen DESC, id) WHERE merged_into IS NULL AND n_members > 0",
    "CREATE INDEX ix_stories_list_unspread ON stories (n_outlets DESC, id) WHERE merged_into IS NULL AND n_members > 0 AND tenth_outlet_at IS NULL",
    "CREATE INDEX ix_stories_list_spread ON stories (tenth_outlet_at, first_seen, n_outlets, id) WHERE merged_into IS NULL AND n_members > 0 AND tenth_outlet_at IS NOT NULL",
    "CREATE TABLE page_bodies (\n\tpage_id TEXT NOT NULL, \n\tbody BLOB NOT NULL, \n\tPRIMARY KEY (page_id), \n\tFOREIGN KEY(page_id) REFERENCES pages (id)\n)",
)
ROWS: Final[tuple[tuple[str, tuple[str, ...], tuple[tuple[Any, ...], ...]], ...]] = (
    ("alembic_version", ("version_num",), (("page_bodies",),)),
    ("fold_state", ("id", "generation"), ((1, 0),)),
)
