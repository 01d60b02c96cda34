/// What the person tool answers: who the person is and the titles they worked on.
public struct PersonCreditsSheet: Sendable, Equatable, Codable {
    public var person: PersonDetails
    public var credits: [PersonCredit]

    public init(person: PersonDetails, credits: [PersonCredit]) {
        self.person = person
        self.credits = credits
    }
}
