// The benchmark's baseline: a Swift program that imports Foundation and prints a line.
import Foundation

print("Fight Club (1999)")
