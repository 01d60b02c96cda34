import ArgumentParser

/// All the app knows of one screen: the places it shows (and so the words that name them), the
/// commands it brings, and how its model and view are made for one. Each screen's folder
/// registers it once; the list of screens is `AppServices.screens`.
struct ScreenRegistration: Sendable {
    /// Each of its places' forms, as a reader of words, with its pattern: made when the grammar
    /// comes to this screen, so that a run reading `movie 550` does not build every screen's forms.
    let forms: @Sendable () -> [(read: @Sendable ([String]) -> Result<ScreenPlace, PlaceMismatch>, pattern: String)]
    /// The place type it shows, to find the registration of a place.
    let placeType: ObjectIdentifier
    /// The commands of its own that `popcorn` lists (`popcorn movie`); none for a screen reached
    /// through another command's words (`popcorn tv <id> season <n>`).
    let commands: [any ParsableCommand.Type]
    private let make: @MainActor @Sendable (ScreenPlace, ScreenContext) -> PlacedScreen?

    /// - Parameter make: the screen for one of its places, its model fed by the app's services
    ///   and following its links through the context's navigator.
    init<P: Place>(
        showing _: P.Type, commands: [any ParsableCommand.Type] = [],
        make: @escaping @MainActor @Sendable (P, ScreenContext) -> PlacedScreen
    ) {
        self.commands = commands
        forms = { P.forms.map { form in ({ words in form.read(words).map(ScreenPlace.init) }, form.pattern) } }
        placeType = ObjectIdentifier(P.self)
        self.make = { place, context in (place.place as? P).map { make($0, context) } }
    }

    /// The screen for `place`, or nil when this screen does not show it.
    @MainActor
    func screen(for place: ScreenPlace, in context: ScreenContext) -> PlacedScreen? {
        make(place, context)
    }
}
