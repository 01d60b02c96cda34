import CoreDomain
import PeopleDomain
import TMDb

/// TMDb's details of a person as a People `Person`. TMDb's biography, other names, known-for
/// department and the town and region of their birthplace have no place in the entity and are left
/// behind; TMDb sends no popularity for some people, and they rank last (0). The picture's address
/// is built from `images`, TMDb's images configuration, and is nil without it.
struct TMDbPersonMapper {
    func map(_ details: TMDbPersonDetails, images: TMDbImagesConfiguration? = nil) -> Person {
        Person(
            id: details.id,
            name: details.name,
            gender: TMDbGenderMapper().map(details.gender),
            birthday: details.birthday.flatMap(CalendarDate.init(isoString:)),
            deathday: details.deathday.flatMap(CalendarDate.init(isoString:)),
            countryOfBirth: TMDbCountryOfBirthMapper().map(placeOfBirth: details.placeOfBirth),
            popularity: details.popularity ?? 0,
            profileURL: images?.profileURL(forPath: details.profilePath)
        )
    }
}
