/// Trending people's points added up as their credits are read: each person's total, and each
/// credit linked to that person's previous one, so a page's known-for films are found from the
/// page's own credits without a table of tables for every one of the thousands of people.
struct RecentPeopleTally {
    private struct Credit {
        let film: Int
        let points: Double
        /// The person's credit read before this one, or -1.
        let previous: Int
    }

    /// Where each person's figures stand in `people`, `totals` and `lastCredit`: an open-addressed
    /// table of person ids (a Dictionary costs several times as much a credit), `buckets[i]` the slot
    /// plus one of the person hashed there, 0 when free.
    private var buckets: [Int] = []
    private var bucketBits = 4
    private var people: [Int] = []
    private var totals: [Double] = []
    private var lastCredit: [Int] = []
    private var credits: [Credit] = []

    /// Room for about `expectedCredits` credits, most of them by different people, so that the
    /// tables are not grown again and again while they are read.
    init(expectedCredits: Int) {
        while 1 << bucketBits < 2 * expectedCredits { bucketBits += 1 }
        buckets = Array(repeating: 0, count: 1 << bucketBits)
        people.reserveCapacity(expectedCredits)
        totals.reserveCapacity(expectedCredits)
        lastCredit.reserveCapacity(expectedCredits)
        credits.reserveCapacity(expectedCredits)
    }

    /// How many people have at least one credit.
    var personCount: Int { people.count }

    /// A credit of `person` on `film` worth `points`.
    mutating func add(person: Int, film: Int, points: Double) {
        var bucket = firstBucket(of: person)
        var slot = buckets[bucket] - 1
        while slot >= 0, people[slot] != person {
            bucket = (bucket + 1) & (buckets.count - 1)
            slot = buckets[bucket] - 1
        }
        if slot < 0 {
            slot = people.count
            buckets[bucket] = slot + 1
            people.append(person)
            totals.append(0)
            lastCredit.append(-1)
            if 2 * people.count > buckets.count { growBuckets() }
        }
        totals[slot] += points
        credits.append(Credit(film: film, points: points, previous: lastCredit[slot]))
        lastCredit[slot] = credits.count - 1
    }

    /// The people from `offset` on, `limit` of them, ranked by their total (ties to the lower id):
    /// only the first `offset + limit` are kept in order, not the whole ranking sorted.
    func ranked(limit: Int, offset: Int) -> [(person: Int, total: Double)] {
        let kept = offset + limit
        guard limit > 0, kept > 0 else { return [] }
        var top: [Int] = []
        top.reserveCapacity(min(kept, people.count) + 1)
        for slot in people.indices {
            if top.count == kept, let last = top.last, !ranksAbove(slot, last) { continue }
            var low = 0
            var high = top.count
            while low < high {
                let middle = (low + high) / 2
                if ranksAbove(top[middle], slot) { low = middle + 1 } else { high = middle }
            }
            top.insert(slot, at: low)
            if top.count > kept { top.removeLast() }
        }
        return top.dropFirst(offset).map { (person: people[$0], total: totals[$0]) }
    }

    /// The `count` films that count most towards `person` (their credits on one film added up;
    /// ties to the lower film id), most first.
    func bestFilms(of person: Int, count: Int) -> [Int] {
        guard let slot = slot(of: person) else { return [] }
        var films: [(film: Int, points: Double)] = []
        var index = lastCredit[slot]
        while index >= 0 {
            let credit = credits[index]
            if let found = films.firstIndex(where: { $0.film == credit.film }) {
                films[found].points += credit.points
            } else {
                films.append((film: credit.film, points: credit.points))
            }
            index = credit.previous
        }
        return films.sorted { $0.points != $1.points ? $0.points > $1.points : $0.film < $1.film }.prefix(count).map(\.film)
    }

    private func slot(of person: Int) -> Int? {
        var bucket = firstBucket(of: person)
        while buckets[bucket] != 0 {
            if people[buckets[bucket] - 1] == person { return buckets[bucket] - 1 }
            bucket = (bucket + 1) & (buckets.count - 1)
        }
        return nil
    }

    /// Fibonacci hashing: the id times 2⁶⁴ over the golden ratio, its top bits.
    private func firstBucket(of person: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: person) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - bucketBits))
    }

    /// Twice the buckets, every person hashed again.
    private mutating func growBuckets() {
        bucketBits += 1
        buckets = Array(repeating: 0, count: 1 << bucketBits)
        for (slot, person) in people.enumerated() {
            var bucket = firstBucket(of: person)
            while buckets[bucket] != 0 { bucket = (bucket + 1) & (buckets.count - 1) }
            buckets[bucket] = slot + 1
        }
    }

    private func ranksAbove(_ slot: Int, _ other: Int) -> Bool {
        totals[slot] != totals[other] ? totals[slot] > totals[other] : people[slot] < people[other]
    }
}
