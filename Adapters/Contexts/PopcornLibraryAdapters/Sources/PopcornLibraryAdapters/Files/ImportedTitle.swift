public import LibraryDomain

/// Which title a row of an imported file is about: named by its TMDb id, or (Letterboxd's own
/// files, which carry none) by its name and year, to be matched.
public enum ImportedTitle: Sendable, Equatable {
    case reference(TitleReference)
    case named(name: String, year: Int?)
}
