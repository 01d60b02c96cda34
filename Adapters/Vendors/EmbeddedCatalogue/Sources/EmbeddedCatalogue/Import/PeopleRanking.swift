/// How popular people rank, and what a list of them shows each one known for: each person's
/// popularity, what all their titles count, and the two titles that count most towards it, most
/// first, ties to the lower id. Worked out from the seed's records when the catalogue is built and
/// written with each person, so that a page of people is read in one query (a sum over the
/// credits' rows after the build cost a first run a tenth of its time).
///
/// The rule: how much interest a person's titles draw, films and series alike (TMDb's popularity,
/// on one scale). Each part counts its title's popularity divided by its billing position plus one
/// (the top billed in full, the tenth a tenth), in a film's cast or a series' main cast; each film
/// they directed and each series they created counts in full; each film they wrote at half (a job
/// in the Directing department counts in full, any other at half); a person's credits on one title
/// are added up. Other jobs do not count, so that the crews of popular films (composers, casting
/// directors) do not top the list; nor do guest parts, held for a few episodes of one series only.
/// `ReferenceQueryTests` holds the rule as SQL over the catalogue's rows and checks that the two agree.
///
/// It is built during the first run, beside the decoded seed, so it holds little: every (person,
/// title) pair is sorted once in a flat array, and only each person's two best are kept.
struct PeopleRanking {
    /// What one title counts towards one person.
    private struct Offer {
        let person: Int
        /// The title's place in `names`.
        let title: Int32
        let id: Int
        let points: Double
    }

    /// A person's two best titles, as places in `names` (-1 for none), and what all their titles count.
    private struct Best {
        let person: Int
        let first: Int32
        let second: Int32
        var popularity: Double
    }

    /// The name of every film, then of every series.
    private var names: [String] = []
    /// Each person with titles that count, by id.
    private var best: [Best] = []

    init(_ records: SeedRecords) {
        var offers: [Offer] = []
        var points: [Int: Double] = [:]
        func offer(title id: Int, named name: String) {
            for (person, total) in points {
                offers.append(Offer(person: person, title: Int32(names.count), id: id, points: total))
            }
            names.append(name)
            points.removeAll(keepingCapacity: true)
        }
        for movie in records.movies {
            for (position, credit) in movie.cast.enumerated() {
                guard let person = credit.personId else { continue }
                points[person, default: 0] += movie.popularity / Double(1 + position)
            }
            for credit in movie.crew where credit.job == "Director" || credit.department == "Writing" {
                guard let person = credit.personId else { continue }
                points[person, default: 0] += movie.popularity * (credit.department == "Directing" ? 1 : 0.5)
            }
            offer(title: movie.id, named: movie.title)
        }
        for series in records.series {
            for (position, member) in series.mainCast.enumerated() {
                points[member.personId, default: 0] += series.popularity / Double(1 + position)
            }
            for creator in series.creators {
                guard let person = creator.personId else { continue }
                points[person, default: 0] += series.popularity
            }
            offer(title: series.id, named: series.name)
        }
        offers.sort { left, right in
            if left.person != right.person { return left.person < right.person }
            if left.points != right.points { return left.points > right.points }
            return left.id < right.id
        }
        for (index, offer) in offers.enumerated() {
            guard index == 0 || offers[index - 1].person != offer.person else {
                best[best.count - 1].popularity += offer.points
                continue
            }
            let next = index + 1 < offers.count && offers[index + 1].person == offer.person ? offers[index + 1].title : -1
            best.append(Best(person: offer.person, first: offer.title, second: next, popularity: offer.points))
        }
    }

    /// The names of the person's two best titles (nil for a person without credits that count, or
    /// with one title), and their popularity (0 without credits that count).
    func titles(of person: Int) -> (first: String?, second: String?, popularity: Double) {
        var (low, high) = (0, best.count)
        while low < high {
            let middle = (low + high) / 2
            if best[middle].person < person { low = middle + 1 } else { high = middle }
        }
        guard low < best.count, best[low].person == person else { return (nil, nil, 0) }
        let titles = best[low]
        return (names[Int(titles.first)], titles.second < 0 ? nil : names[Int(titles.second)], titles.popularity)
    }
}
