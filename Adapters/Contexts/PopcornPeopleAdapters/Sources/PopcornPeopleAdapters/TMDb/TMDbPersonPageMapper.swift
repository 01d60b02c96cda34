import PeopleDomain
import TMDb

/// A page of TMDb's popular people as People's `PersonPage`, in TMDb's order (most popular
/// first), each with the department TMDb says they are known for and the names of the titles it
/// lists for them (a known-for item that is neither a film nor a series is skipped).
struct TMDbPersonPageMapper {
    func map(_ page: TMDbPage<TMDbPersonSummary>) -> PersonPage {
        PersonPage(
            page: page.page,
            totalPages: max(page.totalPages ?? page.page, page.page),
            totalResults: page.totalResults ?? page.results.count,
            people: page.results.map { summary in
                PersonPreview(
                    id: summary.id,
                    name: summary.name,
                    knownForDepartment: summary.knownForDepartment.flatMap { $0.isEmpty ? nil : $0 },
                    knownFor: summary.knownFor.compactMap(titleName)
                )
            }
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
