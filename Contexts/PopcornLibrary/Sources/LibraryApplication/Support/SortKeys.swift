import Foundation

/// Comparisons the lists share: a value that is missing goes after every value present, and
/// names compare without regard to case or accents.
enum SortKeys {
    /// Whether `first` goes before `second`, smallest first; nil when they are equal.
    static func ascending<Key: Comparable>(_ first: Key?, _ second: Key?) -> Bool? {
        switch (first, second) {
        case (let first?, let second?): first == second ? nil : first < second
        case (.some, nil): true
        case (nil, .some): false
        case (nil, nil): nil
        }
    }

    /// Whether `first` goes before `second`, largest first; nil when they are equal.
    static func descending<Key: Comparable>(_ first: Key?, _ second: Key?) -> Bool? {
        switch (first, second) {
        case (let first?, let second?): first == second ? nil : first > second
        case (.some, nil): true
        case (nil, .some): false
        case (nil, nil): nil
        }
    }

    /// A name as it sorts: case and accents folded.
    static func folded(_ name: String) -> String {
        name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
