import ArgumentParser

extension DataSourceChoice: ExpressibleByArgument {}
