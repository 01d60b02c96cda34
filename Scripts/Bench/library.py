#!/usr/bin/env python3
"""Speed of the Library (issue 26): the watchlist on SQLite and on PostgreSQL, and an import.

    Scripts/Bench/library.py POPCORN BASELINE WORK RUNS [--screens] [--postgres-test-server PATH]

Run by Scripts/bench (which builds POPCORN, the release binary, and BASELINE, the Swift program that
only prints a line); work files go to WORK/library*. On a data folder of its own, whose catalogue is
built first, the watchlist holds fifty titles (forty films and ten series, the catalogue's most
popular, put there by one `popcorn library import`). Then:

- `popcorn watchlist add movie 550` and `popcorn watchlist remove movie 550`, one after the other,
  each followed by a run of the baseline: every add really adds (Fight Club is off the list before
  it, the remove having left its marker), every remove really removes, and both are measured. The
  median of the per-pair ratios of each may be at most 1.6.
- `popcorn watchlist` (the fifty, names and years looked up in the catalogue), alternately with the
  baseline: median ratio at most 1.6.
- (not with --screens) `popcorn library import` of a 10,000-line file in the Library's own JSON
  Lines, every line a real catalogue film (8,000 on the watchlist, 2,000 watched with a rating and a
  note), on a fresh library each time (library.sqlite removed, the catalogue kept), five times:
  median wall time at most 2 s, peak memory at most 100 MiB; the export afterwards must hold the
  10,000.
- (not with --screens) Against PostgreSQL on 127.0.0.1 (postgres-test-server: Debian's server in a
  temporary folder, SCRAM-SHA-256, removed afterwards), the same fifty imported there, then
  `popcorn watchlist` with POPCORN_LIBRARY_URL set and on SQLite, alternately: the median of the
  per-pair differences may be at most 20 ms.

Beside each watchlist time, the user-space instructions one run executes (`perf stat -e
instructions:u`, or where the machine has no such counter valgrind's callgrind), which move far less
between runs and machines than times do. Exits 1 when a target is missed.
"""
import json
import os
import re
import shutil
import sqlite3
import statistics
import subprocess
import sys
import time

RATIO_TARGET = 1.6
IMPORT_SECONDS, IMPORT_MIB = 2.0, 100.0
POSTGRES_EXTRA_MS = 20.0

arguments = sys.argv[1:]
screens_only = "--screens" in arguments
server_binary = None
if "--postgres-test-server" in arguments:
    at = arguments.index("--postgres-test-server")
    server_binary = arguments[at + 1]
    del arguments[at:at + 2]
popcorn, baseline, work, runs = [argument for argument in arguments if argument != "--screens"][:4]
runs = int(runs)


def environment(data, **extra):
    return dict(os.environ, XDG_DATA_HOME=data, NO_COLOR="1", POPCORN_FEATURE_NEXT_STEP_HINTS="0", **extra)


def once(command, env):
    """Wall time in ms and peak resident memory in MiB of one run, which must succeed."""
    start = time.perf_counter_ns()
    child = subprocess.Popen(command, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(child.pid, 0)
    elapsed = (time.perf_counter_ns() - start) / 1e6
    errors = child.stderr.read()
    child.stderr.close()
    if status != 0:
        sys.exit(f"{' '.join(command)} failed: {errors.decode()}")
    return elapsed, usage.ru_maxrss / 1024


def output(command, env):
    run = subprocess.run(command, env=env, stdin=subprocess.DEVNULL, capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"{' '.join(command)} failed: {run.stderr}")
    return run.stdout


# Beside the executable, where it finds the catalogue's seed as popcorn does: a copy without the
# debugging sections, which valgrind 3.19 cannot read (the DWARF 5 Swift writes); it runs the same
# instructions. Scripts/bench makes the same copy.
counted_popcorn = os.path.join(os.path.dirname(popcorn), "popcorn-without-debugging-sections")


def instructions(command, env):
    """The user-space instructions of one run: from the processor's counter where perf can read it,
    else counted by callgrind (slower, the same count); None when neither can."""
    if shutil.which("perf"):
        counted = subprocess.run(["perf", "stat", "-x", ",", "-e", "instructions:u"] + command, env=env, stdin=subprocess.DEVNULL,
                                 stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        for line in counted.stderr.splitlines():
            fields = line.split(",")
            if counted.returncode == 0 and len(fields) > 2 and "instructions" in fields[2] and fields[0].isdigit():
                return int(fields[0])
    if shutil.which("valgrind"):
        if command[0] == popcorn:
            if not os.path.exists(counted_popcorn) or os.path.getmtime(counted_popcorn) < os.path.getmtime(popcorn):
                if shutil.which("objcopy"):
                    subprocess.run(["objcopy", "--strip-debug", popcorn, counted_popcorn], check=True)
                else:
                    shutil.copy(popcorn, counted_popcorn)
            command = [counted_popcorn] + command[1:]
        counted = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"] + command, env=env,
                                 stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        found = re.search(r"Collected : (\d+)", counted.stderr)
        if found and counted.returncode == 0:
            return int(found.group(1))
    return None


def counts(executed, base):
    return f"; {executed:,} instructions, {executed - base:,} beyond the baseline's" if executed and base else ""


def watchlist_size(env):
    return len(json.loads(output([popcorn, "watchlist", "--json"], env))["items"])


def write_lines(path, lines):
    with open(path, "w") as file:
        file.writelines(json.dumps(line, separators=(",", ":")) + "\n" for line in lines)


def watchlist_line(kind, tmdb_id, added):
    return {"type": "watchlist", "kind": kind, "id": tmdb_id, "addedAt": added, "removedAt": None}


failed = False
with open("/proc/loadavg") as file:
    load = file.read().split()[:3]
print(f"library (issue 26): load average {' '.join(load)} on {os.cpu_count()} cores when it began")

# A data folder of its own, its catalogue built once; the titles are the catalogue's own.
data = os.path.join(work, "library-data")
shutil.rmtree(data, ignore_errors=True)
sqlite_env = environment(data)
once([popcorn, "movie", "550"], sqlite_env)
library = os.path.join(data, "popcorn", "library.sqlite")
catalogue = sqlite3.connect(f"file:{os.path.join(data, 'popcorn', 'catalogue.sqlite')}?mode=ro", uri=True)
try:
    films = [row[0] for row in catalogue.execute("SELECT id FROM movie WHERE id != 550 ORDER BY popularity DESC, id")]
    series = [row[0] for row in catalogue.execute("SELECT id FROM series ORDER BY popularity DESC, id")]
except sqlite3.Error as error:
    sys.exit(f"the catalogue's films and series could not be read from catalogue.sqlite: {error}")
catalogue.close()
if len(films) < 10_000 or len(series) < 10:
    sys.exit(f"the catalogue holds {len(films)} films and {len(series)} series: too few for the library's measures")

fifty = os.path.join(work, "library-fifty.jsonl")
write_lines(fifty, [watchlist_line("movie", tmdb_id, f"2026-01-01T00:{minute:02d}:00Z") for minute, tmdb_id in enumerate(films[:40])]
            + [watchlist_line("tv", tmdb_id, f"2026-01-01T01:{minute:02d}:00Z") for minute, tmdb_id in enumerate(series[:10])])
once([popcorn, "library", "import", fifty], sqlite_env)
if watchlist_size(sqlite_env) != 50:
    sys.exit("the fifty titles did not land on the watchlist")
add, remove = ([popcorn, "watchlist", verb, "movie", "550"] for verb in ("add", "remove"))
listing = [popcorn, "watchlist"]
# Each command really changes the list: checked once before measuring.
once(add, sqlite_env)
added = watchlist_size(sqlite_env)
once(remove, sqlite_env)
if (added, watchlist_size(sqlite_env)) != (51, 50):
    sys.exit("popcorn watchlist add and remove movie 550 do not add and remove it")
for command in (listing, [baseline]):
    for _ in range(3):
        once(command, sqlite_env)

base_instructions = instructions([baseline], sqlite_env)
adds, removes, lists = ([], [], []), ([], [], []), ([], [], [])
for _ in range(runs):
    for command, figures in ((add, adds), (remove, removes), (listing, lists)):
        a, _ = once(command, sqlite_env)
        b, _ = once([baseline], sqlite_env)
        figures[0].append(a), figures[1].append(b), figures[2].append(a / b)
if watchlist_size(sqlite_env) != 50:
    sys.exit("the watchlist does not hold the fifty after the measures")
add_instructions = instructions(add, sqlite_env)
remove_instructions = instructions(remove, sqlite_env)
list_instructions = instructions(listing, sqlite_env)
for name, (mine, theirs, ratios), executed in (
        ("popcorn watchlist add movie 550", adds, add_instructions),
        ("popcorn watchlist remove movie 550", removes, remove_instructions),
        ("popcorn watchlist (fifty)", lists, list_instructions)):
    ratio = statistics.median(ratios)
    failed |= ratio > RATIO_TARGET
    print(f"{name:<36} median {statistics.median(mine):7.2f} ms against {statistics.median(theirs):6.2f} ms"
          f"  ratio {ratio:5.2f} (target: at most {RATIO_TARGET}){counts(executed, base_instructions)}")
if screens_only:
    sys.exit(1 if failed else 0)

# Ten thousand lines of the Library's own JSON Lines, real films, on a fresh library each time.
ten_thousand = os.path.join(work, "library-10000.jsonl")
lines = [watchlist_line("movie", tmdb_id, f"2025-{1 + index % 12:02d}-{1 + index % 28:02d}T20:00:00Z")
         for index, tmdb_id in enumerate(films[:8_000])]
lines += [{"type": "watch", "kind": "movie", "id": tmdb_id, "day": f"2024-{1 + index % 12:02d}-{1 + index % 28:02d}",
           "rating": 1 + index % 10, "note": "seen with friends" if index % 3 == 0 else None,
           "recordedAt": f"2024-{1 + index % 12:02d}-{1 + index % 28:02d}T23:00:00Z"}
          for index, tmdb_id in enumerate(films[8_000:10_000])]
write_lines(ten_thousand, lines)


def fresh_library():
    for suffix in ("", "-wal", "-shm"):
        if os.path.exists(library + suffix):
            os.remove(library + suffix)


imports = []
for _ in range(5):
    fresh_library()
    imports.append(once([popcorn, "library", "import", ten_thousand], sqlite_env))
exported = output([popcorn, "library", "export"], sqlite_env).count("\n")
wall = statistics.median(i[0] for i in imports) / 1000
memory = max(i[1] for i in imports)
failed |= wall > IMPORT_SECONDS or memory > IMPORT_MIB or exported != 10_000
print(f"{'library import, 10,000 lines':<36} median {wall:5.2f} s (target: at most {IMPORT_SECONDS:g}),"
      f" peak memory {memory:5.1f} MiB (target: at most {IMPORT_MIB:g}) over 5 runs, each on a fresh library;"
      f" {exported:,} lines exported afterwards")

# `popcorn watchlist` on PostgreSQL against the same on SQLite, alternately.
if server_binary is None:
    sys.exit("no postgres-test-server given (--postgres-test-server PATH)")
fresh_library()
once([popcorn, "library", "import", fifty], sqlite_env)
server = subprocess.Popen([server_binary], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
try:
    url = server.stdout.readline().decode().strip()
    if not url.startswith("postgres://"):
        sys.exit("postgres-test-server printed no URL: is Debian's postgresql package installed?")
    postgres_env = environment(data, POPCORN_LIBRARY_URL=url)
    once([popcorn, "library", "import", fifty], postgres_env)
    if watchlist_size(postgres_env) != 50 or watchlist_size(sqlite_env) != 50:
        sys.exit("the fifty titles are not on the watchlist in both stores")
    for _ in range(3):
        once(listing, postgres_env)
    on_sqlite, on_postgres, differences = [], [], []
    for _ in range(runs):
        a, _ = once(listing, postgres_env)
        b, _ = once(listing, sqlite_env)
        on_postgres.append(a), on_sqlite.append(b), differences.append(a - b)
    extra = statistics.median(differences)
    failed |= extra > POSTGRES_EXTRA_MS
    postgres_instructions = instructions(listing, postgres_env)
    print(f"{'popcorn watchlist (fifty), PostgreSQL':<36} median {statistics.median(on_postgres):7.2f} ms against"
          f" {statistics.median(on_sqlite):6.2f} ms on SQLite, {extra:5.2f} ms more (target: at most {POSTGRES_EXTRA_MS:g})"
          + (f"; {postgres_instructions:,} instructions against {list_instructions:,}"
             if postgres_instructions and list_instructions else ""))
finally:
    server.stdin.close()
    server.wait(timeout=30)
sys.exit(1 if failed else 0)
