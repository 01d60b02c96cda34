/// A command that leads on from the screen just shown. `template` is the command with its
/// varying part named (`popcorn movie <id>`), so that many links of one kind print as one line.
struct NextStep: Equatable {
    let command: String
    let template: String
    let purpose: String
}
