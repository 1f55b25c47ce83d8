// On Apple's platforms `Transferable` and its representations are CoreTransferable's. Ours
// would be other types of the same names, and values conforming to ours could not go to
// Apple's drag and drop or sharing APIs. So there every other file of this module compiles to
// nothing and the module hands on Apple's, as TrellisUniformTypes does with `UTType`.
#if canImport(Darwin)
  @_exported import CoreTransferable
#else
  @_exported import TrellisUniformTypes
#endif
