import CoreDomain
import EmbeddedCatalogue
import PeopleDomain
import PeopleInfrastructure

/// Answers the People context from the embedded catalogue, a page as the catalogue cuts them.
struct CataloguePersonRemoteDataSource: PersonRemoteDataSource {
    let store: CatalogueStore

    func person(withID id: Person.ID) async throws(PersonRemoteDataSourceError) -> Person {
        guard let record = try answer({ () throws(CatalogueError) in try store.person(id: id) }) else { throw .notFound(id) }
        return CataloguePersonMapper().person(record)
    }

    func credits(ofPersonWithID id: Person.ID) async throws(PersonRemoteDataSourceError) -> PersonCredits {
        guard let records = try answer({ () throws(CatalogueError) in try store.credits(ofPersonID: id) }) else { throw .notFound(id) }
        return CataloguePersonMapper().credits(records, personID: id)
    }

    func popularPeople(page: Int) async throws(PersonRemoteDataSourceError) -> PersonPage {
        let page = CataloguePage(page)
        let list = try answer { () throws(CatalogueError) in try store.people(orderedByPopularity: page.limit, offset: page.offset) }
        return CataloguePersonMapper().page(list, page: page)
    }

    /// A snapshot has no trending figures, daily or weekly, so whatever the window: the people
    /// credited on the most popular films of the catalogue's last busy years (`TrendingBasis`), and
    /// the page says so.
    func trendingPeople(window: TrendingWindow, page: Int) async throws(PersonRemoteDataSourceError) -> TrendingPeoplePage {
        let page = CataloguePage(page)
        let list = try answer { () throws(CatalogueError) in
            try store.peopleOfPopularRecentFilms(
                films: Self.recentFilms, yearCount: TrendingBasis.recentYears, minimumFilmsPerYear: TrendingBasis.minimumTitlesPerYear,
                limit: page.limit, offset: page.offset)
        }
        let titles = list.titles
        return TrendingPeoplePage(
            people: CataloguePersonMapper().page(list.people, page: page),
            basis: .recentTitles(years: titles.years, titleCount: titles.titleCount, minimumTitlesPerYear: titles.minimumTitlesPerYear))
    }

    /// How many of the recent films count towards trending people: the most popular hundred.
    static let recentFilms = 100

    /// A question to the catalogue; a catalogue that cannot answer is a source out of reach.
    private func answer<Value>(_ query: () throws(CatalogueError) -> Value) throws(PersonRemoteDataSourceError) -> Value {
        do { return try query() } catch { throw .unreachable(error.description) }
    }
}
