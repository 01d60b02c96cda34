import SearchDomain

/// An index entry's number: its place in popularity order, most popular first, with its kind in
/// the two lowest bits. Sorting numbers sorts by popularity, and a posting list says each entry's
/// kind without a look-up.
enum EntryCode {
    static func make(position: Int, kind: SearchKind) -> UInt32 {
        UInt32(position) << 2 | bits(kind)
    }

    static func kind(of code: UInt32) -> SearchKind {
        switch code & 3 {
        case 0: .movie
        case 1: .tv
        default: .person
        }
    }

    static func bits(_ kind: SearchKind) -> UInt32 {
        switch kind {
        case .movie: 0
        case .tv: 1
        case .person: 2
        }
    }
}
