import CoreDomain
import Foundation
import PeopleDomain
import TMDb

/// TMDb's combined credits of a person as People's `PersonCredits`, parts and jobs apart, in the
/// order TMDb gives them.
///
/// A film is dated by its release, a series by its first air date. A series credit carries TMDb's
/// recorded episode count (a count of 0 is TMDb not knowing, and reads as nil); a film's never
/// does. TMDb does not date its vote figures, so `figuresAsOf` stays nil. Dropped, because they say
/// nothing the entity can hold: a credit on something neither a film nor a series, a credit whose
/// title has no name, and a job with no name.
struct TMDbPersonCreditsMapper {
    func map(_ credits: TMDbCombinedCredits, personID: Person.ID) -> PersonCredits {
        PersonCredits(
            personID: personID,
            cast: credits.cast.compactMap { part in
                credit(
                    Work(
                        id: part.id, mediaType: part.mediaType, names: [part.title, part.name, part.originalTitle, part.originalName],
                        releaseDate: part.releaseDate, firstAirDate: part.firstAirDate, episodeCount: part.episodeCount,
                        voteAverage: part.voteAverage, voteCount: part.voteCount),
                    role: .cast(character: part.character))
            },
            crew: credits.crew.compactMap { job in
                guard let name = nonBlank(job.job) else { return nil }
                return credit(
                    Work(
                        id: job.id, mediaType: job.mediaType, names: [job.title, job.name, job.originalTitle, job.originalName],
                        releaseDate: job.releaseDate, firstAirDate: job.firstAirDate, episodeCount: job.episodeCount,
                        voteAverage: job.voteAverage, voteCount: job.voteCount),
                    role: .crew(job: name, department: nonBlank(job.department)))
            }
        )
    }

    /// What a part and a job tell alike of the title they are on.
    private struct Work {
        let id: Int
        let mediaType: TMDbMediaType
        /// A film's title, a series' name, then their original ones: the first that is not blank names it.
        let names: [String?]
        let releaseDate: String?
        let firstAirDate: String?
        let episodeCount: Int?
        let voteAverage: Double?
        let voteCount: Int?
    }

    private func credit(_ work: Work, role: PersonCredit.Role) -> PersonCredit? {
        let kind: TitleKind
        let date: String?
        switch work.mediaType {
        case .movie: (kind, date) = (.movie, work.releaseDate)
        case .tv: (kind, date) = (.tv, work.firstAirDate)
        case .person, .other: return nil
        }
        guard let name = work.names.lazy.compactMap(nonBlank).first else { return nil }
        let title = CreditedTitle(
            kind: kind, id: work.id, name: name, date: date.flatMap(CalendarDate.init(isoString:)),
            rating: Rating.voted(average: work.voteAverage, voteCount: work.voteCount), figuresAsOf: nil)
        let episodes = kind == .tv ? work.episodeCount.flatMap { $0 > 0 ? $0 : nil } : nil
        return PersonCredit(title: title, role: role, episodeCount: episodes, episodeCountBasis: episodes.map { _ in .recorded })
    }

    private func nonBlank(_ text: String?) -> String? {
        guard let text, !text.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        return text
    }
}
