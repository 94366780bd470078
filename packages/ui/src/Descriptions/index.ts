export {
  Descriptions,
  descriptionSpan,
  descriptionsVariants,
  type DescriptionItem,
  type DescriptionsProps,
} from './Descriptions';
