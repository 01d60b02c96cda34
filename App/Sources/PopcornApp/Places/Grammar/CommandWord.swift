/// A word of a command as it is shown: a value typed as it is, or a placeholder that names what
/// goes there (`<id>`), which is never quoted.
enum CommandWord: Equatable {
    case value(String)
    case placeholder(String)
}
