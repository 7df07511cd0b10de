"""The JSON API and the pages, through FastAPI's test client."""

from __future__ import annotations

import re
from datetime import date

from newsfold.config import Settings
from newsfold.quality.health import PageRow, compute_health
from newsfold.store import Store
from newsfold.store.quality import save_health

from .helpers import csrf_of
from .webclient import client_for, first_story_link, login


def test_story_list_filters_sorts_and_pages(sim_store: Store) -> None:
    with client_for(sim_store) as client:
        everything = client.get("/api/stories", params={"per_page": 100}).json()
        assert everything["total"] > 50
        firsts = [s["first_seen"] for s in everything["items"]]
        assert firsts == sorted(firsts, reverse=True)  # newest first

        page2 = client.get("/api/stories", params={"per_page": 10, "page": 2}).json()
        assert [s["id"] for s in page2["items"]] == [s["id"] for s in everything["items"][10:20]]
        assert page2["pages"] == -(-everything["total"] // 10)

        by_outlets = client.get("/api/stories", params={"sort": "outlets", "per_page": 100}).json()
        outlets = [s["outlets"] for s in by_outlets["items"]]
        assert outlets == sorted(outlets, reverse=True)

        spread = client.get("/api/stories", params={"sort": "spread", "per_page": 100}).json()
        times = [s["time_to_10th_outlet_s"] for s in spread["items"]]
        known = [x for x in times if x is not None]
        assert known == sorted(known)
        assert times[: len(known)] == known

        zh = client.get("/api/stories", params={"language": "zh", "per_page": 100}).json()
        assert zh["total"] > 0
        assert all(s["language"].startswith("zh") for s in zh["items"])

        big = client.get("/api/stories", params={"min_size": 5, "per_page": 100}).json()
        assert big["total"] > 0
        assert all(s["members"] >= 5 for s in big["items"])
        small = client.get("/api/stories", params={"max_size": 1}).json()
        assert big["total"] + small["total"] <= everything["total"]

        some = everything["items"][0]
        day = some["first_seen"][:10]
        dated = client.get("/api/stories", params={"since": day, "until": day}).json()
        assert dated["total"] > 0
        assert all(s["first_seen"][:10] == day for s in dated["items"])

        outlet = client.get("/api/stories", params={"publisher": "Copy Times"}).json()
        assert outlet["total"] == 1  # the hostile article and its copy: one story

        for bad in (
            {"sort": "random"},
            {"since": "yesterday"},
            {"min_size": "-3"},
            {"per_page": "1000"},
            {"page": "0"},
            {"q": "x" * 500},
        ):
            response = client.get("/api/stories", params=bad)
            assert response.status_code in (400, 422), bad
            assert response.json()["detail"]


def test_story_detail_and_review_api(sim_store: Store) -> None:
    with client_for(sim_store) as client:
        listed = client.get("/api/stories", params={"sort": "outlets"}).json()["items"]
        story = client.get(f"/api/stories/{listed[0]['id']}").json()
        assert story["outlets"] == listed[0]["outlets"] >= 2
        assert len(story["members"]) == listed[0]["members"]
        assert [p["outlets"] for p in story["timeline"]] == list(range(1, story["outlets"] + 1))
        hours = [p["hours"] for p in story["timeline"]]
        assert hours[0] == 0.0
        assert hours == sorted(hours)
        assert story["body"]
        assert client.get("/api/stories/nope").status_code == 404

        queue = client.get("/api/review").json()
        assert queue
        assert all(i["status"] == "open" for i in queue)
        assert [i["review_id"] for i in queue] == sorted(i["review_id"] for i in queue)
        assert client.get("/api/review", params={"status": "maybe"}).status_code == 422

        schema = client.get("/api/openapi.json").json()
        assert {"/api/stories", "/api/stories/{story_id}", "/api/review"} <= set(schema["paths"])
        assert "/login" not in schema["paths"]  # the pages are not API


def test_api_decision_needs_an_editor_and_the_csrf_header(sim_store: Store) -> None:
    with client_for(sim_store) as client:
        item = client.get("/api/review").json()[0]
        url = f"/api/review/{item['review_id']}/decision"
        assert client.post(url, json={"decision": "different"}).status_code == 401
        login(client)
        assert client.post(url, json={"decision": "different"}).status_code == 403  # no token
        token = csrf_of(client.get("/").text)
        bad = client.post(url, json={"decision": "maybe"}, headers={"X-CSRF-Token": token})
        assert bad.status_code == 422
        done = client.post(url, json={"decision": "different"}, headers={"X-CSRF-Token": token})
        assert done.status_code == 200, done.text
        assert done.json()["story_id"] == f"s-{item['article']['id']}"
        again = client.post(url, json={"decision": "same"}, headers={"X-CSRF-Token": token})
        assert again.status_code == 409
        assert "undo" in again.json()["detail"]


def test_pages_render(sim_store: Store) -> None:
    with client_for(sim_store) as client:
        home = client.get("/")
        assert home.status_code == 200
        story = client.get(first_story_link(home.text))
        assert story.status_code == 200
        assert 'id="timeline"' in story.text
        found = client.get("/", params={"q": "library council"})
        assert re.search(r'id="story-count">1 story<', found.text)
        review = client.get("/review")
        item = re.search(r'href="(/review/\d+)"', review.text)
        assert item
        page = client.get(item.group(1))
        assert page.status_code == 200
        assert "Log in as an editor" in page.text
        assert client.get("/calibrate").status_code == 200
        compare = re.search(r'href="(/compare\?[^"]+)"', story.text)
        assert compare
        assert "<mark>" in client.get(compare.group(1).replace("&amp;", "&")).text
        assert client.get("/review/999999").status_code == 404


def _health_rows(publisher: str, day: int, pages: int, body: int) -> list[PageRow]:
    return [PageRow(publisher, date(2024, 4, day), "done", True, body, True, True)] * pages


def test_health_page_shows_stored_figures_with_alerts_marked(sim_store: Store) -> None:
    """The page reads what ``newsfold health`` stored (computed here from page rows by the
    real rules): the newest days first, the day a publisher's bodies shrank marked with its
    alert sentence, publisher names escaped; before any figures are stored it says how to
    make them."""
    with client_for(sim_store) as client:
        empty = client.get("/health")
        assert empty.status_code == 200
        assert "No health figures stored yet" in empty.text

        settings = Settings(health_min_pages=5, health_min_baseline_days=3, health_drop=0.5)
        odd = "Harbor <b>Daily</b>"
        rows = [
            *(r for d in range(1, 9) for r in _health_rows("Calm Post", d, 6, 1500)),
            *(r for d in range(1, 8) for r in _health_rows(odd, d, 6, 2000)),
            *_health_rows(odd, 8, 6, 300),  # the template change: bodies cut to 15%
        ]
        days = compute_health(rows, settings)
        save_health(
            sim_store.engine,
            ((d.publisher, d.day, d.figures(), [a.to_record() for a in d.alerts]) for d in days),
        )
        page = client.get("/health", params={"days": 3}).text
        shown = re.findall(r"<tr class=\"(alerting|)\">\s*<td>([^<]*)</td><td>([^<]*)</td>", page)
        escaped = "Harbor &lt;b&gt;Daily&lt;/b&gt;"
        assert shown == [
            ("", "Calm Post", "2024-04-08"),
            ("alerting", escaped, "2024-04-08"),
            ("", "Calm Post", "2024-04-07"),
            ("", escaped, "2024-04-07"),
            ("", "Calm Post", "2024-04-06"),
            ("", escaped, "2024-04-06"),
        ]
        assert "median_body_chars 300 vs baseline 2,000 (-85%): likely template change" in page
        assert "<b>Daily</b>" not in page
        assert client.get("/health", params={"days": 0}).status_code == 422
