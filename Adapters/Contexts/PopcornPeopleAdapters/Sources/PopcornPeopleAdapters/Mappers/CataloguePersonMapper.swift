import CoreDomain
import EmbeddedCatalogue
import PeopleDomain

/// Catalogue people, credits and lists in the People context's own types.
struct CataloguePersonMapper {
    func person(_ record: CataloguePerson) -> Person {
        Person(
            id: record.id, name: record.name, gender: gender(record.gender), birthday: date(record.birthday),
            deathday: date(record.deathday), countryOfBirth: record.countryOfBirth, popularity: record.popularity)
    }

    /// Parts and jobs apart, in the order the catalogue gives them.
    func credits(_ records: [CataloguePersonCredit], personID: Person.ID) -> PersonCredits {
        let credits = records.map(credit)
        return PersonCredits(
            personID: personID,
            cast: credits.filter { if case .cast = $0.role { true } else { false } },
            crew: credits.filter { if case .crew = $0.role { true } else { false } })
    }

    func page(_ list: CataloguePeopleList, page: CataloguePage) -> PersonPage {
        PersonPage(
            page: page.number, totalPages: CataloguePage.count(forTotal: list.totalCount), totalResults: list.totalCount,
            people: list.people.map { PersonPreview(id: $0.id, name: $0.name, knownForDepartment: nil, knownFor: $0.knownFor) })
    }

    private func credit(_ record: CataloguePersonCredit) -> PersonCredit {
        let title = CreditedTitle(
            kind: record.kind == .tv ? .tv : .movie, id: record.titleID, name: record.title, date: date(record.date),
            rating: Rating.voted(average: record.voteAverage, voteCount: record.voteCount), figuresAsOf: record.figuresAsOf)
        let role: PersonCredit.Role =
            if let job = record.job { .crew(job: job, department: record.department) } else { .cast(character: record.character) }
        let basis: EpisodeCountBasis? =
            record.kind == .tv && record.episodeCount != nil ? (record.isMainCast ? .recorded : .episodesHeld) : nil
        return PersonCredit(title: title, role: role, episodeCount: record.episodeCount, episodeCountBasis: basis)
    }

    /// TMDb's codes: 1 female, 2 male, 3 non-binary.
    private func gender(_ code: Int?) -> Gender? {
        switch code {
        case 1: .female
        case 2: .male
        case 3: .nonBinary
        default: nil
        }
    }

    private func date(_ text: String?) -> CalendarDate? {
        text.flatMap(CalendarDate.init(isoString:))
    }
}
