import LibraryDomain

extension Recollection {
    /// Why the source could not be asked, when it could not.
    var reason: String? {
        if case .unavailable(let reason) = self { reason } else { nil }
    }
}
