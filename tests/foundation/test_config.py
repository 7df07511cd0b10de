"""Settings precedence: defaults < newsfold.toml < NEWSFOLD_* < CLI flags."""

from __future__ import annotations

from pathlib import Path

import pytest

from newsfold.config import Settings, load_settings
from newsfold.errors import ConfigError


def test_precedence(tmp_path: Path) -> None:
    config = tmp_path / "newsfold.toml"
    config.write_text('db = "sqlite:///from-file.db"\nfold_high = 0.9\nbands = 16\n')
    settings = load_settings(config, env={})
    assert (settings.db, settings.fold_high, settings.bands) == ("sqlite:///from-file.db", 0.9, 16)

    env = {"NEWSFOLD_DB": "sqlite:///from-env.db", "NEWSFOLD_FOLD_HIGH": "0.97"}
    settings = load_settings(config, env=env)
    assert (settings.db, settings.fold_high, settings.bands) == ("sqlite:///from-env.db", 0.97, 16)

    settings = load_settings(config, env=env, overrides={"db": "sqlite:///flag.db", "bands": None})
    assert settings.db == "sqlite:///flag.db"
    assert settings.bands == 16


def test_defaults_without_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert load_settings(env={}) == Settings()


def test_settings_are_frozen() -> None:
    settings = Settings()
    with pytest.raises(AttributeError):
        settings.db = "x"  # type: ignore[misc]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("unknown_key = 1\n", "unknown setting 'unknown_key'"),
        ("bands = 'many'\n", "cannot read 'many' as int"),
        ("num_perm = 100\nbands = 32\n", "must be a multiple of bands"),
        ("fold_low = 0.9\nfold_high = 0.8\n", "fold_low <= fold_high"),
        ("db = [", "cannot read"),
    ],
)
def test_bad_settings_say_what_is_wrong(tmp_path: Path, text: str, message: str) -> None:
    config = tmp_path / "newsfold.toml"
    config.write_text(text)
    with pytest.raises(ConfigError, match=message):
        load_settings(config, env={})


def test_bad_env_value() -> None:
    with pytest.raises(ConfigError, match="num_perm"):
        load_settings(env={"NEWSFOLD_NUM_PERM": "x"})


def test_missing_explicit_file(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="does not exist"):
        load_settings(tmp_path / "nope.toml", env={})


def test_lsh_threshold_printed_value() -> None:
    settings = Settings(num_perm=128, bands=32)
    assert settings.rows == 4
    assert settings.lsh_threshold == pytest.approx((1 / 32) ** (1 / 4))
