import Foundation
import PopcornApp

exit(await PopcornCLI.run(arguments: Array(CommandLine.arguments.dropFirst())))
