/// The order of a list of titles like one (most points first, then the most popular, then the
/// lowest id), worked out without reading every title on the list.
///
/// It starts from the points that make most of a title's score (shared keywords and people, or
/// creators). The rest (shared genres, at most one point each) and the popularity that breaks ties
/// are read only for the titles that could still reach the page asked for: a list of 800 films
/// needs them for 50 or so.
struct SimilarityRanking {
    /// A title on the list and its first points.
    struct Entry {
        let id: Int
        let points: Int
    }

    /// What a title's place depends on beyond its first points.
    struct Facts {
        let id: Int
        /// Points added to the first.
        let points: Int
        let popularity: Double
    }

    /// Every title on the list, by id.
    let entries: [Entry]

    /// - Parameter entries: every title on the list, once each, by id.
    init(entries: [Entry]) {
        self.entries = entries
    }

    /// The list from what titles share with one: `shared` holds a (title, thing) for each thing a
    /// title shares. A thing with an id (a person) is worth `pointsPerID` once a title, however
    /// often it comes; one without (a keyword) `pointsEach` every time.
    init(shared: [(title: Int, thing: Int?)], pointsEach: Int, pointsPerID: Int) {
        var shared = shared
        shared.sort { ($0.title, $0.thing ?? -1) < ($1.title, $1.thing ?? -1) }
        var entries: [Entry] = []
        for (index, hit) in shared.enumerated() {
            let isNewTitle = index == 0 || shared[index - 1].title != hit.title
            let points = hit.thing == nil ? pointsEach : (isNewTitle || shared[index - 1].thing != hit.thing ? pointsPerID : 0)
            if isNewTitle {
                entries.append(Entry(id: hit.title, points: points))
            } else {
                entries[entries.count - 1] = Entry(id: hit.title, points: entries[entries.count - 1].points + points)
            }
        }
        self.entries = entries
    }

    /// How many titles the list holds.
    var count: Int { entries.count }

    /// The titles that can be among the first `first` of the list once each has gained at most
    /// `bonus` more points: every one whose first points plus `bonus` reach the `first`-th best
    /// first points (at least `first` titles score that much, so no title below it can pass them).
    func contenders(forFirst first: Int, bonus: Int) -> [Int] {
        guard first > 0 else { return [] }
        guard first < entries.count else { return entries.map(\.id) }
        // The `first`-th best first points, counted rather than sorted: points are small numbers.
        var titlesScoring = [Int](repeating: 0, count: (entries.map(\.points).max() ?? 0) + 1)
        for entry in entries { titlesScoring[entry.points] += 1 }
        var (points, titles) = (titlesScoring.count, 0)
        while titles < first {
            points -= 1
            titles += titlesScoring[points]
        }
        let least = points - bonus
        return entries.compactMap { $0.points >= least ? $0.id : nil }
    }

    /// The ids of `limit` titles from `offset` in the list's order, given the facts of every
    /// contender for the first `offset + limit` (`contenders(forFirst:bonus:)`), by id; a title
    /// without facts is left out.
    func page(offset: Int, limit: Int, facts: [Facts]) -> [Int] {
        var ranked: [(id: Int, total: Int, popularity: Double)] = []
        var entry = entries.startIndex
        for title in facts {
            while entry < entries.endIndex, entries[entry].id < title.id { entry += 1 }
            guard entry < entries.endIndex, entries[entry].id == title.id else { continue }
            ranked.append((title.id, entries[entry].points + title.points, title.popularity))
        }
        ranked.sort { left, right in
            if left.total != right.total { return left.total > right.total }
            if left.popularity != right.popularity { return left.popularity > right.popularity }
            return left.id < right.id
        }
        return ranked.dropFirst(offset).prefix(limit).map(\.id)
    }
}
