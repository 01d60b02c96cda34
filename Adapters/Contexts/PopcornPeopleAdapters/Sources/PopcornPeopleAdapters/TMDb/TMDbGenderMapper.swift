import PeopleDomain

/// TMDb's gender codes as People's `Gender`: 1 female, 2 male, 3 non-binary; 0 ("not set") and any
/// code TMDb may add later are a gender the source does not say.
struct TMDbGenderMapper {
    func map(_ code: Int?) -> Gender? {
        switch code {
        case 1: .female
        case 2: .male
        case 3: .nonBinary
        default: nil
        }
    }
}
