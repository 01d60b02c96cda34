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

    /// Where each person's figures stand in `people`, `totals` and `lastCredit`.
    private var slots: [Int: Int] = [:]
    private var people: [Int] = []
    private var totals: [Double] = []
    private var lastCredit: [Int] = []
    private var credits: [Credit] = []

    /// Room for about `expectedCredits` credits, most of them by different people, so that the
    /// tables are not grown again and again while they are read.
    init(expectedCredits: Int) {
        slots.reserveCapacity(expectedCredits)
        people.reserveCapacity(expectedCredits)
        totals.reserveCapacity(expectedCredits)
        lastCredit.reserveCapacity(expectedCredits)
        credits.reserveCapacity(expectedCredits)
    }

    /// How many people have at least one credit.
    var personCount: Int { people.count }

    /// A credit of `person` on `film` worth `points`.
    mutating func add(person: Int, film: Int, points: Double) {
        let slot: Int
        if let known = slots[person] {
            slot = known
        } else {
            slot = people.count
            slots[person] = slot
            people.append(person)
            totals.append(0)
            lastCredit.append(-1)
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
        guard let slot = slots[person] else { return [] }
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

    private func ranksAbove(_ slot: Int, _ other: Int) -> Bool {
        totals[slot] != totals[other] ? totals[slot] > totals[other] : people[slot] < people[other]
    }
}
