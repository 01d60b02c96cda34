/// A person a question speaks of: by name, or by the job they did on the title ("the director").
enum PersonMention: Equatable {
    case named(String)
    case role(CrewRole)
}
