/// The tools through which a model learns what the catalogue holds. They are Intelligence's own
/// vocabulary: the use cases run them over the providers, and any model, the embedded answerer
/// included, asks for them by name.
public enum CatalogueTool: String, Sendable, CaseIterable {
    case titleDetails = "title_details"
    case titleCredits = "title_credits"
    case seasonDetails = "season_details"
    case personCredits = "person_credits"
    case similarTitles = "similar_titles"

    public var name: String { rawValue }

    public var definition: ToolDefinition {
        ToolDefinition(name: name, description: summary, parameters: schema)
    }

    private var summary: String {
        switch self {
        case .titleDetails:
            "A film's or series' facts: name, dates, running time, genres, rating and votes, budget and revenue, "
                + "director or creators, top cast, seasons and episode counts."
        case .titleCredits:
            "A film's or series' whole cast (who plays which character) and crew (who did which job), with each person's id."
        case .seasonDetails: "One season of a series: when it aired and its episodes."
        case .personCredits: "A person and every title they acted in or worked on, by the person's id."
        case .similarTitles: "Films or series like the given one."
        }
    }

    private var schema: JSONValue {
        switch self {
        case .titleDetails, .titleCredits, .similarTitles:
            Self.object(["kind": Self.kindProperty, "id": Self.integer("The title's id.")], required: ["kind", "id"])
        case .seasonDetails:
            Self.object(
                ["id": Self.integer("The series' id."), "season": Self.integer("The season's number; 0 for specials.")],
                required: ["id", "season"])
        case .personCredits:
            Self.object(["id": Self.integer("The person's id, as the credits give it.")], required: ["id"])
        }
    }

    private static let kindProperty: JSONValue = .object([
        "type": .string("string"), "enum": .array([.string("movie"), .string("tv")]),
        "description": .string("movie for a film, tv for a series."),
    ])

    private static func integer(_ description: String) -> JSONValue {
        .object(["type": .string("integer"), "description": .string(description)])
    }

    private static func object(_ properties: [String: JSONValue], required: [String]) -> JSONValue {
        .object([
            "type": .string("object"), "properties": .object(properties), "required": .array(required.map { .string($0) }),
            "additionalProperties": .bool(false),
        ])
    }
}
