"""Derives the embedded catalogue's seed from its sources; Scripts/derive-catalogue runs it.

The modules, by job:

- reading, one module a source, each checking the source's shape and keeping what it leaves
  unknown as None: read_tmdb5000 (films, their credits), read_people (people's facts),
  read_tmdb_tv (series, seasons, episodes, main casts), read_curated (synopses),
  read_episode_lists (published season lists); inputs holds what they share;
- merging, where sources overlap: merge_films (which credits, names and genders the films give,
  and what the curated file adds), merge_series (the genre table, and which record each season and
  episode comes from), merge_people (one name an id, the latest record's, and people's facts);
- derive runs the readers and the merges in order and gives the sorted tables;
- write makes the files' bytes and puts them in place; check checks those bytes first;
- reporting: Failure, which stops a run, and the notes a run prints.
"""
