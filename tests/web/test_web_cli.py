"""The editors' commands: users, review decide/undo, calibrate, serve."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from newsfold.cli import app
from newsfold.store import open_store
from newsfold.store.users import authenticate

runner = CliRunner()


@pytest.mark.parametrize(
    "command",
    [
        ["users"],
        ["users", "add"],
        ["review", "decide"],
        ["review", "undo"],
        ["calibrate"],
        ["serve"],
    ],
)
def test_help(command: list[str]) -> None:
    result = runner.invoke(app, [*command, "--help"])
    assert result.exit_code == 0, result.output
    assert "Usage" in result.output


def test_users_add_and_passwd(sim_url: str) -> None:
    result = runner.invoke(
        app,
        ["users", "add", "dana", "--role", "reader", "--password-stdin", "--db", sim_url],
        input="a long enough secret\n",
    )
    assert result.exit_code == 0, result.output
    with open_store(sim_url) as store, store.engine.begin() as conn:
        user = authenticate(conn, "dana", "a long enough secret")
        assert user is not None
        assert user.role == "reader"
        assert not user.is_editor
    again = runner.invoke(
        app,
        ["users", "add", "dana", "--password-stdin", "--db", sim_url],
        input="another secret!\n",
    )
    assert again.exit_code == 2
    assert "exists already" in again.output
    short = runner.invoke(
        app, ["users", "add", "erin", "--password-stdin", "--db", sim_url], input="short\n"
    )
    assert short.exit_code == 2
    assert "at least 10" in short.output
    bad = runner.invoke(
        app, ["users", "add", "Bad Name!", "--password-stdin", "--db", sim_url], input="x" * 12
    )
    assert bad.exit_code == 2
    changed = runner.invoke(
        app,
        ["users", "passwd", "dana", "--password-stdin", "--db", sim_url],
        input="new secret 123\n",
    )
    assert changed.exit_code == 0, changed.output
    listed = runner.invoke(app, ["users", "list", "--db", sim_url])
    assert "dana\treader" in listed.output


def test_review_decide_and_undo_from_the_command_line(sim_url: str) -> None:
    listed = runner.invoke(app, ["review", "--db", sim_url, "--json", "--kind", "fold"])
    assert listed.exit_code == 0, listed.output
    item = json.loads(listed.output.splitlines()[0])
    rid = str(item["review_id"])
    done = runner.invoke(
        app, ["review", "decide", rid, "different", "--by", "cli-test", "--db", sim_url]
    )
    assert done.exit_code == 0, done.output
    assert f"s-{item['article']['id']}" in done.output
    after = runner.invoke(app, ["review", "--db", sim_url, "--json", "--status", "rejected"])
    record = json.loads(after.output.splitlines()[0])
    assert (record["review_id"], record["decided_by"]) == (item["review_id"], "cli-test")
    assert record["decided_at"].endswith("Z")
    twice = runner.invoke(app, ["review", "decide", rid, "same", "--db", sim_url])
    assert twice.exit_code == 2
    assert "undo that first" in twice.output
    undone = runner.invoke(app, ["review", "undo", rid, "--db", sim_url])
    assert undone.exit_code == 0, undone.output
    assert item["story_id"] in undone.output or "again" in undone.output
    bad = runner.invoke(app, ["review", "decide", rid, "maybe", "--db", sim_url])
    assert bad.exit_code == 2
    assert "same, different, follow-up, related" in bad.output


def test_calibrate_command(sim_url: str) -> None:
    listed = runner.invoke(
        app, ["review", "--db", sim_url, "--json", "--kind", "fold", "--limit", "30"]
    )
    items = [json.loads(line) for line in listed.output.splitlines()]
    for n, item in enumerate(items):
        decision = "different" if n % 4 == 0 else "same"
        result = runner.invoke(
            app, ["review", "decide", str(item["review_id"]), decision, "--db", sim_url]
        )
        assert result.exit_code == 0, result.output
    shown = runner.invoke(app, ["calibrate", "--json", "--db", sim_url])
    assert shown.exit_code == 0, shown.output
    record = json.loads(shown.output)
    assert record["decisions"] == len(items)
    assert record["current"] == {"fold_low": 0.8, "fold_high": 0.95, "version": None}
    assert all(0 <= c["precision"] <= 1 and 0 <= c["recall"] <= 1 for c in record["candidates"])
    table = runner.invoke(app, ["calibrate", "--db", sim_url, "--wrong-fold-cost", "5"])
    assert table.exit_code == 0
    assert "precision" in table.output
    if record["proposal"] is not None:
        applied = runner.invoke(app, ["calibrate", "--apply", "--json", "--db", sim_url])
        assert json.loads(applied.output)["applied_version"] == 1
        now = json.loads(runner.invoke(app, ["calibrate", "--json", "--db", sim_url]).output)
        assert now["current"]["version"] == 1
    reset = runner.invoke(app, ["calibrate", "--reset", "--db", sim_url])
    assert reset.exit_code == 0
    assert "configured" in reset.output
    both = runner.invoke(app, ["calibrate", "--reset", "--apply", "--db", sim_url])
    assert both.exit_code == 2
