public import ArgumentParser
import TitleListFeature

/// `--window day|week`.
extension TitleListWindow: @retroactive ExpressibleByArgument {}
