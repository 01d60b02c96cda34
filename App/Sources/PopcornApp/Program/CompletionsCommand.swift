import ArgumentParser

/// `popcorn completions <shell>`: prints a completion script to install.
struct CompletionsCommand: ParsableCommand {
    enum Shell: String, ExpressibleByArgument, CaseIterable {
        case bash
        case zsh
        case fish
    }

    static let configuration = CommandConfiguration(
        commandName: "completions",
        abstract: "Print a shell completion script for popcorn.",
        discussion: """
            Install, for example:
              popcorn completions bash > ~/.local/share/bash-completion/completions/popcorn
              popcorn completions zsh > "${fpath[1]}/_popcorn"
              popcorn completions fish > ~/.config/fish/completions/popcorn.fish
            """
    )

    @Argument(help: "The shell: bash, zsh or fish.")
    var shell: Shell

    func run() throws {
        let script =
            switch shell {
            case .bash: PopcornCommand.completionScript(for: .bash)
            case .zsh: PopcornCommand.completionScript(for: .zsh)
            case .fish: PopcornCommand.completionScript(for: .fish)
            }
        try Console().out(script.hasSuffix("\n") ? script : script + "\n")
    }
}
