/// One forbidden edge the every-rule self-test plants: the rule it breaks, how, and where.
struct RulePlant: Sendable {
    enum Form: Sendable {
        /// `import <module>` put at the top of the first source file of `target`, in `folder`.
        case importing(module: String, target: String, folder: String)
        /// A manifest edit: in `package`'s Package.swift, the first `text` becomes `replacement`.
        /// The check's findings at that manifest that name `naming` are this plant's.
        case manifest(package: String, text: String, replacement: String, naming: String)
    }

    /// The rule of the table (or the extra rule) the plant proves.
    let rule: String
    /// What is planted, in the table's words.
    let edge: String
    let form: Form
    /// The package built alone with the plant; nil where the plant is not built (a package that
    /// resolves third-party packages, the App: minutes on two cores), so the rule check alone speaks.
    let build: String?

    static func importing(_ module: String, in target: String, at folder: String, rule: String, edge: String, build: String?) -> RulePlant {
        RulePlant(rule: rule, edge: edge, form: .importing(module: module, target: target, folder: folder), build: build)
    }

    static func manifest(
        _ package: String, replacing text: String, with replacement: String, naming: String, rule: String, edge: String
    ) -> RulePlant {
        RulePlant(
            rule: rule, edge: edge, form: .manifest(package: package, text: text, replacement: replacement, naming: naming), build: nil)
    }
}
