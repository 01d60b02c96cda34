import ChatFeature

extension ScreenRegistration {
    /// The chat about a title: no command of its own here (`popcorn chat` is the interactive
    /// command); in the browser it takes a typed line and draws the answer as it arrives.
    static let chat = ScreenRegistration(showing: ChatPlace.self) { place, context in
        let model = ChatViewModel(title: ChatTitle(kind: place.kind, id: place.id), dependencies: .live(context.services))
        return PlacedScreen(
            place, model: model, context: context,
            text: { ChatView(theme: $1).render($0) }, linked: { ChatView(theme: $1).renderLinked($0) }, json: ChatView.renderJSON,
            lineInput: ScreenLineInput(prompt: "Ask: ") { line, onChange in await model.send(line, onChange: onChange) })
    }
}
