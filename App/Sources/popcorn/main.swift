import Dispatch
import Foundation
import PopcornApp

// Before anything opens a file: a standard stream the shell closed (`popcorn >&-`) would
// otherwise be handed to the next file opened, and the screen written into it.
PopcornCLI.prepareStandardStreams()
Task {
    exit(await PopcornCLI.run(arguments: Array(CommandLine.arguments.dropFirst())))
}
dispatchMain()
