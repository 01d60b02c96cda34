"""The unit tests of Scripts/catalogue/derivation, over the fixtures beside them; Scripts/catalogue/tests/run runs them."""
