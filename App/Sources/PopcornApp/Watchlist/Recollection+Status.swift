import LibraryDomain

extension Recollection {
    /// `found`, `notFound` or `unavailable`, as the documents say it.
    var status: String {
        switch self {
        case .found: "found"
        case .notFound: "notFound"
        case .unavailable: "unavailable"
        }
    }

    /// Why the source could not be asked, when it could not.
    var reason: String? {
        if case .unavailable(let reason) = self { reason } else { nil }
    }
}
