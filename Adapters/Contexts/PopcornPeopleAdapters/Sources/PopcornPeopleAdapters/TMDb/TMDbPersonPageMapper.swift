import PeopleDomain
import TMDb

/// A page of TMDb's popular people as People's `PersonPage`, in TMDb's order (most popular
/// first), each with the department TMDb says they are known for and the names of the titles it
/// lists for them (a known-for item that is neither a film nor a series is skipped); TMDb's
/// trending people the same.
struct TMDbPersonPageMapper {
    func map(_ page: TMDbPage<TMDbPersonSummary>) -> PersonPage {
        PersonPage(
            page: page.page,
            totalPages: max(page.totalPages ?? page.page, page.page),
            totalResults: page.totalResults ?? page.results.count,
            people: page.results.map(preview)
        )
    }

    /// A page of TMDb's trending people, in TMDb's order: the people among its items (a list whose
    /// path names people holds nothing else; anything else is skipped).
    func map(trending page: TMDbPage<TMDbMediaItem>) -> PersonPage {
        let people = page.results.compactMap { item -> TMDbPersonSummary? in
            if case .person(let person) = item { person } else { nil }
        }
        return PersonPage(
            page: page.page,
            totalPages: max(page.totalPages ?? page.page, page.page),
            totalResults: page.totalResults ?? people.count,
            people: people.map(preview)
        )
    }

    private func preview(_ summary: TMDbPersonSummary) -> PersonPreview {
        PersonPreview(
            id: summary.id,
            name: summary.name,
            knownForDepartment: summary.knownForDepartment.flatMap { $0.isEmpty ? nil : $0 },
            knownFor: summary.knownFor.compactMap(titleName)
        )
    }

    private func titleName(_ item: TMDbMediaItem) -> String? {
        let name: String? =
            switch item {
            case .movie(let movie): movie.title
            case .tv(let series): series.name
            case .person, .other: nil
            }
        return name.flatMap { $0.isEmpty ? nil : $0 }
    }
}
