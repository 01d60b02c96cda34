import Foundation

/// The country in TMDb's place of birth. TMDb writes a place from the town out to the country,
/// comma-separated ("Shawnee, Oklahoma, USA"), and the entity keeps only the country, as the source
/// writes it: the last part ("USA"). A place of one part is taken as it stands; a place whose last
/// part is blank ("Shawnee, ") names no country.
struct TMDbCountryOfBirthMapper {
    func map(placeOfBirth: String?) -> String? {
        guard let placeOfBirth, let last = placeOfBirth.split(separator: ",", omittingEmptySubsequences: false).last else { return nil }
        let country = last.trimmingCharacters(in: .whitespacesAndNewlines)
        return country.isEmpty ? nil : country
    }
}
