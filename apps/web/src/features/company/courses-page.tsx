import { Badge, Button, Card, Group, SimpleGrid, Text, Title, VisuallyHidden } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { catalogue } from "@/content/company";
import { PageSection } from "../pages/page-section";

/** The course catalogue: the 40-hour training enrolling, the others coming soon. */
export function CoursesPage() {
  return (
    <PageSection title="Courses" lead="Medical interpreter training from Kairos.">
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {catalogue.map((course) => (
          <Card key={course.to} withBorder padding="lg">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Title order={2} size="h4">
                {course.title}
              </Title>
              <Badge color={course.status === "enrolling" ? "teal.9" : "gray.7"} variant="filled">
                {course.status === "enrolling" ? "Enrolling now" : "Coming soon"}
              </Badge>
            </Group>
            <Text mt="sm">{course.summary}</Text>
            <Button
              mt="md"
              variant={course.status === "enrolling" ? "filled" : "default"}
              renderRoot={(props) => <Link to={course.to} {...props} />}
            >
              {/* The link says where it goes to those who hear it apart from its card. */}
              Learn more<VisuallyHidden> about the {course.title}</VisuallyHidden>
            </Button>
          </Card>
        ))}
      </SimpleGrid>
    </PageSection>
  );
}
