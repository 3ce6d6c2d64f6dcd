"""Tigris Euphyu: falling pairs of Tigris & Euphrates tiles in 5x8 wells (Puyo Puyo rules)."""

from engines.registry import register
from engines.tigris_euphyu.engine import TigrisEuphyu

ENGINE = register(TigrisEuphyu())
